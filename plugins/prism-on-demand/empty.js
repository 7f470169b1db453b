// Stands in for theme-classic's Prism client module (see index.ts).
export {};
