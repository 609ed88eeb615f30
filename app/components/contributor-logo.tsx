/* eslint-disable geocert/no-literal-jsx-text -- wordmarks are pictures of brand names, the same in every language */
/** Wordmark logos of the fictional platinum contributors, drawn as SVG (no outside image hosts). */
export function ContributorLogo({ logo, name }: { logo: "magma" | "steamfield" | "caldera"; name: string }) {
  const common = {
    role: "img",
    "aria-label": name,
    width: 200,
    height: 56,
    viewBox: "0 0 200 56",
    className: "h-14 w-auto",
  };
  if (logo === "magma") {
    return (
      <svg {...common}>
        <path d="M8 44 L22 14 L30 28 L36 20 L48 44 Z" fill="#c2431f" />
        <path d="M22 14 L26 22 L18 22 Z" fill="#f08a5d" />
        <text x="58" y="34" fontFamily="Inter Variable, sans-serif" fontSize="17" fontWeight="700" fill="#1a242d">
          Magma Energy
        </text>
        <text x="58" y="48" fontFamily="Inter Variable, sans-serif" fontSize="10" fontWeight="500" fill="#4f5f6c">
          CO.
        </text>
      </svg>
    );
  }
  if (logo === "steamfield") {
    return (
      <svg {...common}>
        <circle cx="20" cy="24" r="8" fill="#0d6e66" />
        <circle cx="32" cy="18" r="10" fill="#0f8278" />
        <circle cx="36" cy="32" r="7" fill="#7fd1c6" />
        <rect x="10" y="40" width="34" height="4" rx="2" fill="#1a242d" />
        <text x="54" y="34" fontFamily="Inter Variable, sans-serif" fontSize="17" fontWeight="700" fill="#1a242d">
          Steamfield
        </text>
        <text x="54" y="48" fontFamily="Inter Variable, sans-serif" fontSize="10" fontWeight="500" fill="#4f5f6c">
          SYSTEMS
        </text>
      </svg>
    );
  }
  return (
    <svg {...common}>
      <path d="M6 40 Q28 6 50 40" fill="none" stroke="#8a2c14" strokeWidth="5" strokeLinecap="round" />
      <path d="M18 40 Q28 24 38 40" fill="#f08a5d" />
      <text x="58" y="34" fontFamily="Inter Variable, sans-serif" fontSize="17" fontWeight="700" fill="#1a242d">
        Caldera
      </text>
      <text x="58" y="48" fontFamily="Inter Variable, sans-serif" fontSize="10" fontWeight="500" fill="#4f5f6c">
        POWER
      </text>
    </svg>
  );
}
