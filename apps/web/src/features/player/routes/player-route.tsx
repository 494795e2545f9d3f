export function Component() { return <main>player</main>; }
