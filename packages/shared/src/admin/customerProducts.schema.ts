// Being built.
export {};
