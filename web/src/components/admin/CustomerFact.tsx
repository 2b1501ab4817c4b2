import { Fact } from '../Facts';

/** Who the record belongs to: the customer's name over their e-mail. */
export function CustomerFact({ name, email }: { name: string; email: string }) {
  return (
    <Fact term="Customer">
      {name}
      <br />
      {email}
    </Fact>
  );
}
