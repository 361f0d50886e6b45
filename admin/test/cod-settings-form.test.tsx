import { screen } from "@testing-library/react";
import { CodSettingsForm, codToForm, formToCodInput, type CodFormValues } from "../src/screens/delivery/CodSettingsForm";
import { renderInApp } from "./render";

describe("COD settings form", () => {
  it("shows off-unless-set rules as empty fields and saves them as the API takes them", async () => {
    const saved: CodFormValues[] = [];
    const initial = codToForm({ maxOrderValue: null, fee: { paise: 0 }, refusalLimit: null });
    const { user } = renderInApp(
      <CodSettingsForm
        initialValues={initial}
        onSubmit={(values) => {
          saved.push(values);
          return Promise.resolve([]);
        }}
      />,
    );
    expect(screen.getByLabelText("Largest COD order (Rs.)")).toHaveValue(null);
    await user.type(screen.getByLabelText("Refused or returned COD orders allowed"), "0");
    await user.click(screen.getByRole("button", { name: "Save COD settings" }));
    expect(await screen.findByText("Must be a whole number of at least 1, or empty")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Refused or returned COD orders allowed"));
    await user.type(screen.getByLabelText("Refused or returned COD orders allowed"), "2");
    await user.type(screen.getByLabelText("Largest COD order (Rs.)"), "10000");
    await user.clear(screen.getByLabelText("COD fee (Rs.)"));
    await user.type(screen.getByLabelText("COD fee (Rs.)"), "49");
    await user.click(screen.getByRole("button", { name: "Save COD settings" }));
    await screen.findByRole("button", { name: "Save COD settings" });
    expect(saved.map(formToCodInput)).toEqual([{ maxOrderValue: 10000, fee: 49, refusalLimit: 2 }]);
  });
});
