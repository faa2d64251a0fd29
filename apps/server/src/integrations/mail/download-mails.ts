import { composeMail } from "./mail-layout.ts";

/** SendDownloadStepsEmail: how to download, install and start the Windows program. */
export function downloadStepsMail(to: { email: string; name: string }, downloadUrl: string, supportEmail: string) {
  const firstName = to.name.trim().split(/\s+/)[0] || "there";
  return composeMail({
    to: to.email,
    subject: "How to download and install Investar",
    greeting: `Hello ${firstName},`,
    paragraphs: [
      "Here are the steps to get Investar running on your Windows computer:",
      "1. Open the download page below and click the download button to save the setup file (InvestarSetup.exe).",
      "2. Run the setup file. If Windows asks whether to allow the app to make changes, choose Yes, then follow the installer.",
      "3. Start Investar from the desktop shortcut or the Start menu.",
      "4. Log in with your registered email address or user id and your password. The program downloads market data on first start; this takes a few minutes.",
      `Investar runs on Windows 10 and 11. If anything goes wrong, reply to this mail or write to ${supportEmail}.`,
    ],
    action: { label: "Open the download page", url: downloadUrl },
  });
}
