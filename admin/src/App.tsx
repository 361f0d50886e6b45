import { useQuery } from "@apollo/client/react";
import { MeDocument } from "./gql/graphql";

/** The admin app's shell; its screens come with the admin issue. */
export function App() {
  const { data } = useQuery(MeDocument);
  return (
    <main>
      <h1>Bagzone Admin</h1>
      {data?.me ? <p>Signed in as {data.me.email}</p> : <p>Please log in.</p>}
    </main>
  );
}
