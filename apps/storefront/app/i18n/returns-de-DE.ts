import type { ReturnsMessages } from './returns-sv-SE.ts';

/** German copy of returns and the guest order page (decision 0054). */
export const returnsDeDE: ReturnsMessages = {
  'returns.title': 'Rücksendungen',
  'returns.open': 'Zurücksenden',
  'returns.window': '{days} Tage Widerrufsrecht – zurücksenden bis {date}.',
  'returns.windowClosed': 'Die Rücksendefrist für diese Bestellung ist abgelaufen.',
  'returns.notYet': 'Sie können Waren zurücksenden, sobald die Bestellung versandt wurde.',
  'returns.nothingLeft': 'Alles aus der Bestellung wurde bereits zurückgesendet.',
  'returns.windowPartial':
    'Ein Teil der Bestellung ist versandt: Sie können zurücksenden, was bereits versandt wurde. Das Widerrufsrecht von {days} Tagen läuft ab der Lieferung des letzten Teils.',
  'returns.notShipped': '{qty} × {name} wurde noch nicht versandt.',
  'returns.shippedReturned': 'Alles bereits Versandte wurde schon zurückgesendet.',
  'returns.qty': 'Anzahl zur Rücksendung',
  'returns.reason': 'Grund',
  'returns.submit': 'Rücksendung anmelden',
  'returns.cancel': 'Abbrechen',
  'returns.chooseLine': 'Wählen Sie mindestens einen Artikel und geben Sie einen Grund an.',
  'returns.sent': 'Rücksendung {number} ist angemeldet. Die Anleitung kommt per E-Mail.',
  'returns.failed': 'Die Rücksendung konnte nicht angemeldet werden: {message}',
  'returns.status.requested': 'Angemeldet',
  'returns.status.approved': 'Genehmigt – senden Sie die Waren zurück',
  'returns.status.rejected': 'Abgelehnt',
  'returns.status.received': 'Eingegangen',
  'returns.status.refunded': 'Erstattet',
  'returns.item': '{qty} × {name}',
  'returns.rejectedReason': 'Grund: {reason}',
  'returns.creditNote': 'Gutschrift {number}: {total} (davon MwSt. {tax})',
  'orderStatus.title': 'Ihre Bestellung',
  'orderStatus.intro':
    'Geben Sie Bestellnummer und E-Mail-Adresse ein, um die Bestellung zu sehen und Waren zurückzusenden.',
  'orderStatus.number': 'Bestellnummer',
  'orderStatus.email': 'E-Mail-Adresse',
  'orderStatus.submit': 'Bestellung anzeigen',
  'orderStatus.notFound': 'Wir finden keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse.',
  'orderStatus.throttled': 'Zu viele Versuche. Bitte warten Sie einen Moment.',
  'orderStatus.another': 'Eine andere Bestellung anzeigen',
  'orderStatus.expired':
    'Ihr Zugang zur Bestellung ist abgelaufen. Geben Sie Ihre E-Mail-Adresse erneut ein, um sie zu öffnen.',
  'balance.due': 'Zu zahlen',
  'balance.pay': 'Differenz bezahlen',
  'balance.intro': 'Wir haben die Bestellung {number} geändert. Es sind noch {amount} zu bezahlen.',
  'balance.paid': 'Vielen Dank! Die Differenz für die Bestellung {number} ist bezahlt.',
  'balance.cancelled': 'Die Bestellung {number} ist storniert: Es gibt nichts zu bezahlen.',
  'balance.processing':
    'Vielen Dank! Die Zahlung der Differenz für die Bestellung {number} wird bearbeitet. Diese Seite zeigt, wenn sie abgeschlossen ist – Sie müssen nicht erneut bezahlen.',
  'balance.notFound':
    'Dieser Link funktioniert nicht. Prüfen Sie, ob Sie den ganzen Link aus der E-Mail kopiert haben.',
};
