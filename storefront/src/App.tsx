import { useQuery } from "@apollo/client/react";
import { MeDocument } from "./gql/graphql";

/** The storefront's shell; its screens come with the storefront issue. */
export function App() {
  const { data } = useQuery(MeDocument);
  return (
    <main>
      <h1>Bagzone</h1>
      <p>Bags, wallets and backpacks, delivered across India.</p>
      {data?.me && <p>Signed in as {data.me.firstName}</p>}
    </main>
  );
}
