import { useForm } from "react-hook-form";
import { CheckboxGroup } from "../../components/form/CheckboxGroup";
import { Field } from "../../components/form/Field";
import { FieldError, FormActions, FormCard, FormGrid, Input } from "../../components/form/inputs";
import { showServerProblems } from "../../components/form/server-problems";
import { Button } from "../../components/Button";
import type { WebhookEventType } from "../../gql/graphql";
import type { FieldProblem } from "@shop/client/call-result";
import { WEBHOOK_EVENTS } from "./webhook-events";

export interface WebhookEndpointValues {
  url: string;
  events: WebhookEventType[];
  description: string;
}

const EMPTY: WebhookEndpointValues = { url: "", events: [], description: "" };

/** A new endpoint: where to send, which events, whose it is. The server checks the address. */
export function WebhookEndpointForm({ onSubmit }: { onSubmit(values: WebhookEndpointValues): Promise<FieldProblem[] | null> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookEndpointValues>({ defaultValues: EMPTY });

  const submit = async (values: WebhookEndpointValues) => {
    const problems = await onSubmit({ ...values, url: values.url.trim(), description: values.description.trim() });
    if (problems === null) reset(EMPTY);
    else
      showServerProblems(problems, setError, (field) => {
        const name = field.replace(/^input\./, "");
        return name === "url" || name === "events" || name === "description" ? name : null;
      });
  };

  return (
    <FormCard noValidate onSubmit={handleSubmit(submit)} aria-label="New webhook endpoint">
      <FormGrid>
        <Field label="URL" hint="Where the shop POSTs each event, e.g. https://erp.example.com/bagzone" error={errors.url?.message}>
          <Input
            type="url"
            inputMode="url"
            {...register("url", {
              validate: (v) => /^https?:\/\/\S+$/i.test(v.trim()) || "URL must be a full http:// or https:// address",
            })}
          />
        </Field>
        <Field label="Note" hint="Optional: whose endpoint this is" error={errors.description?.message}>
          <Input {...register("description", { maxLength: { value: 200, message: "Description must be at most 200 characters" } })} />
        </Field>
        <div>
          <CheckboxGroup
            legend="Events"
            options={WEBHOOK_EVENTS.map((e) => ({ value: e.value, label: e.label }))}
            registration={register("events", { validate: (v) => v.length > 0 || "Choose at least one event" })}
          />
          {errors.events?.message && <FieldError role="alert">{errors.events.message}</FieldError>}
        </div>
      </FormGrid>
      <FormActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Adding…" : "Add endpoint"}
        </Button>
      </FormActions>
    </FormCard>
  );
}
