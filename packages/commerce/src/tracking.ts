/**
 * Where a customer follows a parcel: the carrier's public tracking page for a tracking number, or null for a carrier
 * Hemma has no page for (decision 0048). The carrier is the name the back office typed when shipping ("PostNord",
 * "Postnord SE"): matched without regard to case or spaces. The one place the shipping mail, My Account and the
 * back office take the link from.
 */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const number = trackingNumber?.trim();
  if (!carrier || !number) return null;
  if (/^post\s*nord\b/i.test(carrier.trim()))
    return `https://tracking.postnord.com/se/?id=${encodeURIComponent(number)}`;
  return null;
}
