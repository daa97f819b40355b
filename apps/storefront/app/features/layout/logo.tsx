/**
 * The Hemma wordmark: geometric monoline letters drawn as paths (no font needed), with a roof line over
 * "mm" in the accent colour — the home in "hemma".
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="-2 -1 108 30"
      width="108"
      height="30"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M2 3v23M2 20a6 6 0 0 1 12 0v6" />
        <path d="M20 20h12a6 6 0 1 0-1.76 4.24" />
        <path d="M38 14v12M38 19a5 5 0 0 1 10 0v7M48 19a5 5 0 0 1 10 0v7" />
        <path d="M64 14v12M64 19a5 5 0 0 1 10 0v7M74 19a5 5 0 0 1 10 0v7" />
        <path d="M102 14v12M102 20a6 6 0 1 1-12 0a6 6 0 1 1 12 0" />
      </g>
      <path
        d="M40 9.5 61 1.5l21 8"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
