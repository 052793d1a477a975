// Setup file of the `storybook` Vitest project (vitest.config.ts).
//
// Since Storybook 10.3 @storybook/addon-vitest applies the project annotations itself: .storybook/preview.tsx
// plus every addon's preview annotations (a11y's afterEach check with `a11y.test: 'error'`, and so on). Calling
// the annotation setter here as well would make the addon skip its own provisioning and print a notice on every run,
// so this file deliberately does not; put test-only global setup (fake timers policy, matchers) here.
export {};
