import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <p>
        There is no admin screen here. <Link to="/">Back to the dashboard</Link>
      </p>
    </>
  );
}
