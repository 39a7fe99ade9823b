// No preset: the kit's own look, inheriting only what it inherits by default.
export {};
