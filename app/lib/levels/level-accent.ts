/** One accent per level, light to deep: the home page's career pathway colours. */
export const levelAccent = {
  associate: "bg-mineral-600",
  professional: "bg-mineral-800",
  senior: "bg-magma-600",
  expert: "bg-magma-800",
} as const;
