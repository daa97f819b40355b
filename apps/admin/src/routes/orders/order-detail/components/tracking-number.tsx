/** The order's tracking number, linked to the carrier's tracking page when the API gives one (decision 0048). */
export function TrackingNumber({ number, url }: { number: string; url: string | null }) {
  if (!url) return <>{number}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {number}
    </a>
  );
}
