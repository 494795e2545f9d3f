export function Component() { return <main>mini-register</main>; }
