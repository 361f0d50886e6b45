import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import type { FieldProblem } from "@shop/client/call-result";

/**
 * Puts the server's validation messages on the form fields they name. `fieldFor` maps an API
 * field (`dimensions.length`) to the form's (`length`); problems it cannot place are returned
 * so the screen can show them above the form.
 */
export function showServerProblems<T extends FieldValues>(
  problems: FieldProblem[],
  setError: UseFormSetError<T>,
  fieldFor: (apiField: string) => FieldPath<T> | null,
): FieldProblem[] {
  const unplaced: FieldProblem[] = [];
  for (const problem of problems) {
    const field = fieldFor(problem.field);
    if (field) setError(field, { type: "server", message: problem.message }, { shouldFocus: true });
    else unplaced.push(problem);
  }
  return unplaced;
}
