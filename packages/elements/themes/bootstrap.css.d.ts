// A stylesheet, imported for its effect (`import '@elicit-kit/elements/themes/bootstrap.css'`): nothing to
// import from it. This declaration lets TypeScript resolve the import under every module setting.
export {};
