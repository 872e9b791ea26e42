/** An e-mail address that may wrap after its '@' when a table is short of room (never inside a word). */
export const EmailText = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};
