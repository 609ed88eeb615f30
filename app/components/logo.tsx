/** The GeoCert mark: a heat plume rising from strata. Decorative; the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#1a242d" />
      <path
        d="M6 29c5-2.5 9-2.5 14 0s9 2.5 14 0"
        fill="none"
        stroke="#7fd1c6"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M6 34c5-2.5 9-2.5 14 0s9 2.5 14 0"
        fill="none"
        stroke="#0f8278"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M20 7c3.6 4.2 5.6 7.6 5.6 10.8A5.6 5.6 0 0 1 20 23.4a5.6 5.6 0 0 1-5.6-5.6C14.4 14.6 16.4 11.2 20 7Z"
        fill="#f08a5d"
      />
      <path d="M20 13.5c1.6 2 2.4 3.5 2.4 4.8a2.4 2.4 0 0 1-4.8 0c0-1.3.8-2.8 2.4-4.8Z" fill="#faf0d2" />
    </svg>
  );
}
