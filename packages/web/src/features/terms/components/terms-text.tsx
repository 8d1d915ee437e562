import { config } from "../../../config";

const sections = [
  {
    title: "1. Your account is yours alone",
    body: `${config.productName} is for staff of your organisation and of the clients it works with who were given an account. Keep your password and authentication codes to yourself, and do not let anyone work under your name. Sign out on shared computers.`,
  },
  {
    title: "2. What you see is confidential",
    body: "Contracts, fees, usage terms, talent details and everything else in the app are confidential business information of your organisation and its clients. Use them only for the productions and business-affairs work you are assigned, and copy, export or share them only as far as that work needs.",
  },
  {
    title: "3. Handle personal data with care",
    body: "People's addresses, dates of birth, tax identifiers, bank details and minors' information are personal data. Handle them as the law and your organisation's privacy policy require. If you think personal data was seen by someone who should not have seen it, tell your administrator at once.",
  },
  {
    title: "4. Check before you rely on it",
    body: "Expiry dates, holding fees, maximum periods of use and similar figures are calculated from what is recorded. They help you; they are not legal advice. Before acting on a right, a payment or an expiry, check it against the signed contract and the applicable union agreement.",
  },
  {
    title: "5. You are responsible for what you enter",
    body: "Enter information accurately and keep it current. Every change is recorded with your name and the time, and administrators can review that history.",
  },
  {
    title: "6. Security",
    body: "For everyone's safety you are signed out after a period of inactivity. Do not try to reach data your role does not grant, or to get around the app's protections. Report lost devices and suspicious activity to your administrator.",
  },
  {
    title: "7. Changes to these terms",
    body: "When these terms change in a way that matters, you will be asked to read and accept them again before you continue.",
  },
] as const;

/** The terms of use, short enough to read. */
export function TermsText() {
  return (
    <div className="space-y-5 text-sm leading-6 text-slate-700">
      <p>
        These terms apply whenever you use {config.productName}, the system your organisation uses to manage
        talent contracts, usage rights and their expiry.
      </p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2 className="font-semibold text-slate-900">{section.title}</h2>
          <p className="mt-1">{section.body}</p>
        </section>
      ))}
    </div>
  );
}
