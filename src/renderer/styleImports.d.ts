// Stylesheets are imported for their side effect (Vite bundles them). With
// noUncheckedSideEffectImports (TypeScript 7's default, set in tsconfig.base.json so 5.x
// checks the same) a side-effect import must resolve: this says a `.css` file is a module.
declare module '*.css';
