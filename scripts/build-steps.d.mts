export declare const LOCALES: string[];
export declare const NEXT_LOCALES_ENV: string;
export declare function buildSteps(
  args: string[],
  locales?: string[],
): { args: string[]; env: Record<string, string> }[];
