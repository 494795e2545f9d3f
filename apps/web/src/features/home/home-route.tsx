export function HomeRoute() { return <main>home</main>; }
