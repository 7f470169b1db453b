export interface HeaderRule {
  pattern: string;
  test: RegExp;
  headers: [string, string][];
}
export interface Redirect {
  from: string;
  to: string;
  status: number;
}
export declare function parseHeaders(text: string): HeaderRule[];
export declare function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export declare function parseRedirects(text: string): Redirect[];
