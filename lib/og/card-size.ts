/** The size social networks show a shared link's picture at (Open Graph, X's large card). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
