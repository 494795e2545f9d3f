export function NotFoundRoute() {
  return <main>404</main>;
}
