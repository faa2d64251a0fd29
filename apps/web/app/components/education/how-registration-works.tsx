import { Link } from "react-router";

/** How registration works and the common questions, on the technical-analysis training page. */
export function HowRegistrationWorks() {
  return (
    <section className="section section--alt" aria-labelledby="register">
      <div className="section__inner grid grid--2">
        <div>
          <h2 id="register">How registration works</h2>
          <p>
            Every webinar needs an Investar account, so we can send you the joining link and keep the recording in one place for you.
            Registering for a free webinar creates the free account for you with just your name, email and mobile number.
          </p>
          <ol className="steps">
            <li>
              <strong>Pick a session and press Register.</strong> Without an account, give your name, email and mobile number and we create
              one; or <Link to="/user/login?returnUrl=%2Feducation%2Ftechnical-analysis-training">log in</Link> first.
            </li>
            <li>
              <strong>Get the confirmation.</strong> Free webinars are confirmed straight away, by email with a calendar invitation, and we
              remind you a day and an hour before.
            </li>
            <li>
              <strong>Paid webinars.</strong> Prices are shown in INR with 18% GST included, or in USD. Customers with an active
              subscription get webinars priced up to ₹500 ($7) free.
            </li>
            <li>
              <strong>Join and review.</strong> The joining link arrives by email and appears in{" "}
              <Link to="/education/my-webinars">My Webinars</Link>, where the recording is available after the session.
            </li>
          </ol>
        </div>
        <div>
          <h2>Common questions</h2>
          <div className="faq-list">
            <details>
              <summary>Do I need Investar to attend?</summary>
              <p>
                No. Beginner sessions need nothing but a browser. Intermediate and Expert sessions include hands-on parts that are easier to
                follow in Investar; the free trial is enough for that.
              </p>
            </details>
            <details>
              <summary>What if I miss a live session?</summary>
              <p>If you registered, the recording is added to My Webinars after the session, so you can watch it when it suits you.</p>
            </details>
            <details>
              <summary>Can I ask questions during the webinar?</summary>
              <p>
                Yes. Type them in the webinar chat at any time; the presenter answers them in the Q&amp;A at the end, and sometimes along
                the way.
              </p>
            </details>
            <details>
              <summary>What happens if a paid webinar is cancelled?</summary>
              <p>
                We tell you by email straight away, and what you paid is added to your Investar wallet as cash credit. Another session on
                the same subject is announced here.
              </p>
            </details>
          </div>
        </div>
      </div>
    </section>
  );
}
