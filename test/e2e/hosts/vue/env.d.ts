// Lets `tsc` type-check main.ts: single-file components are typed by Vue's own tooling (vue-tsc).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
