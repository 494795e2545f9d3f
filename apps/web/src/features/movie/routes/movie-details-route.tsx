export function Component() { return <main>movie</main>; }
