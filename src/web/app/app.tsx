export function App() {
  return <div className="p-8 text-xl font-semibold">MBA Prep</div>;
}
