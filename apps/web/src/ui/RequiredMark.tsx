/** The visual asterisk beside a required field's label; left out of the accessible name (inputs say aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}
