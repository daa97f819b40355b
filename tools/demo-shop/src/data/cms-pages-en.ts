import type { OwnPage, PageTexts } from './page-texts.ts';

/**
 * The English store view's help and information pages (issue 33), written for it: /en sells in SEK to Sweden, like
 * the default store. The about-us and size-guide pages are in store-texts.ts.
 */
export const CMS_PAGES_EN: Readonly<Record<OwnPage, PageTexts>> = {
  'customer-service': {
    title: 'Customer service',
    content_heading: 'Customer service',
    meta_description: 'Help with orders, deliveries, returns and complaints.',
    content: `<p>Our customer service is here for you every weekday. We can answer most questions straight away.</p>
<h2>Opening hours</h2>
<ul><li>Monday–Friday 09.00–17.00</li><li>Saturday 10.00–14.00</li><li>Sunday closed</li></ul>
<h2>Common questions</h2>
<ul><li>Where is my delivery? You get a tracking link by text message and e-mail when your order ships.</li><li>Can I change my order? Yes, as long as it has not shipped – contact us as soon as you can.</li><li>How do I report a fault? Send a photo of the fault and your order number to kundservice@hemma.se.</li></ul>
<p>Phone: +46 8 123 45 67. E-mail: kundservice@hemma.se.</p>`,
  },
  'store-locator': {
    title: 'Find a store',
    content_heading: 'Our stores',
    meta_description: 'Visit Hemma in Stockholm, Gothenburg, Malmö and Uppsala.',
    content: `<p>In our stores you can feel the fabrics, try the sofas and book an interior designer.</p>
<h2>Stockholm</h2>
<p>Götgatan 48, 118 26 Stockholm. Weekdays 10–19, Saturday 10–17, Sunday 11–16.</p>
<h2>Gothenburg</h2>
<p>Magasinsgatan 12, 411 18 Göteborg. Weekdays 10–19, Saturday 10–17, Sunday 11–16.</p>
<h2>Malmö</h2>
<p>Davidshallsgatan 9, 211 45 Malmö. Weekdays 10–18, Saturday 10–16, Sunday 12–16.</p>
<h2>Uppsala</h2>
<p>Svartbäcksgatan 21, 753 20 Uppsala. Weekdays 10–18, Saturday 10–16, Sunday closed.</p>`,
  },
  delivery: {
    title: 'Delivery',
    content_heading: 'Delivery and shipping',
    meta_description: 'Delivery times, delivery options and shipping costs for orders from Hemma.',
    content: `<p>We deliver throughout Sweden. Each product shows its delivery time.</p>
<h2>Delivery times</h2>
<ul><li>Decor and textiles in stock: 2–8 working days</li><li>Furniture in stock: 2–4 weeks</li><li>Furniture made to order: 6–8 or 8–12 weeks</li></ul>
<h2>Delivery options</h2>
<ul><li>Pick-up point – collect your parcel at a pick-up point near you</li><li>Home delivery – to your door, with a notice before we arrive</li><li>Furniture delivery by freight – carrying in is available at a charge</li><li>Collect in our Stockholm store</li></ul>
<p>The cart and the checkout show the shipping cost in kronor, and from which order value shipping is free, before you pay.</p>`,
  },
  returns: {
    title: 'Returns',
    content_heading: 'Returns',
    meta_description: 'Free returns within 30 days at Hemma, on top of your 14-day right of withdrawal.',
    content: `<p>Changed your mind? Under EU law you may withdraw from your purchase within <strong>14 days</strong> of receiving the goods. At Hemma you get <strong>30 days of free returns</strong>.</p>
<h2>How to return</h2>
<ul><li>Register the return under My Account or contact customer service.</li><li>Pack the item well, preferably in its original packaging.</li><li>Hand the parcel in at a pick-up point with the return label we e-mail you.</li></ul>
<p>We refund the purchase price, including the original standard shipping, within 14 days of receiving your withdrawal, to the payment method you used.</p>
<h2>Exceptions</h2>
<ul><li>Bed linen in opened packaging</li><li>Items made to order in a fabric of your choice</li><li>Gift cards and downloadable products once delivered</li></ul>`,
  },
  legal: {
    title: 'Legal information',
    content_heading: 'Legal information',
    meta_description: 'Company details of Hemma Inredning AB.',
    content: `<p>This online shop is run by Hemma Inredning AB.</p>
<ul><li>Company registration number: 556123-4567</li><li>VAT number: SE556123456701</li><li>Address: Götgatan 48, 118 26 Stockholm, Sweden</li><li>Registered office: Stockholm</li></ul>
<h2>Disputes</h2>
<p>In a dispute we follow the recommendations of the Swedish National Board for Consumer Disputes (ARN). You can also use the European Commission's online dispute resolution platform.</p>`,
  },
  privacy: {
    title: 'Privacy policy',
    content_heading: 'Privacy policy',
    meta_description: 'How Hemma processes your personal data under the GDPR.',
    content: `<p>We protect your privacy and process your personal data under the General Data Protection Regulation (GDPR).</p>
<h2>The data we keep</h2>
<ul><li>Name, address, e-mail and phone number, to deliver your order</li><li>Order history, for guarantees, returns and accounting</li><li>E-mail address for the newsletter, if you have subscribed</li></ul>
<h2>Your rights</h2>
<p>You have the right to know what data we hold about you, to have it corrected or erased, and to object to its use for marketing. Write to dataskydd@hemma.se.</p>
<h2>Cookies</h2>
<p>We use necessary cookies for the cart and for signing in. Statistics and marketing cookies are used only if you have accepted them.</p>`,
  },
  terms: {
    title: 'Terms and conditions',
    content_heading: 'Terms and conditions',
    meta_description:
      'Terms for buying from Hemma: prices, payment, delivery, right of withdrawal and complaints.',
    content: `<p>These terms apply when you buy from Hemma's online shop. By completing your order you accept them.</p>
<h2>Prices and payment</h2>
<p>All prices are in Swedish kronor (SEK) and include 25 % VAT (6 % on e-books). You pay with the methods shown at checkout, such as card, invoice or Swish.</p>
<h2>Right of withdrawal</h2>
<p>Under EU law you have a 14-day right of withdrawal from the day you receive the goods. Hemma also gives you 30 days of free returns.</p>
<h2>Complaints</h2>
<ul><li>You have three years to complain about a fault under the Swedish Consumer Sales Act.</li><li>Tell us as soon as you find the fault.</li><li>We pay the return shipping for an accepted complaint.</li></ul>`,
  },
  contact: {
    title: 'Contact',
    content_heading: 'Contact us',
    meta_description: 'Phone, e-mail and address of Hemma customer service.',
    content: `<p>We answer e-mails within one working day.</p>
<ul><li>Phone: +46 8 123 45 67 (weekdays 09–17)</li><li>E-mail: kundservice@hemma.se</li><li>Press: press@hemma.se</li><li>Business sales: foretag@hemma.se</li></ul>
<h2>Postal address</h2>
<p>Hemma Inredning AB, Box 4512, 102 65 Stockholm, Sweden</p>`,
  },
};
