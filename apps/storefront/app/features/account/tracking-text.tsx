/**
 * A shipped order's tracking line: a link to the carrier's tracking page when the API gives one (PostNord's,
 * decision 0048), opened in a new tab so My Account stays; plain text otherwise.
 */
export function TrackingText({ text, url }: { text: string; url: string | null | undefined }) {
  if (!url) return <>{text}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
