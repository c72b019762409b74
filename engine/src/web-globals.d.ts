// The engine compiles without DOM or Node types so that nothing environment-specific creeps in;
// these are the WHATWG globals every runtime it targets (browsers, Node 20, extensions) provides.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: { get(name: string): string | null };
}
declare function decodeURIComponent(encoded: string): string;
declare function btoa(data: string): string;
declare function atob(data: string): string;
