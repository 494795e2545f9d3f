export function Component() { return <main>login</main>; }
