import { AccountHome } from "@/components/account/home/AccountHome";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountHomeDocument } from "@/lib/graphql/generated/graphql";
import { fetchChrome } from "@/lib/layout/chrome";
import { QUIZ_PATHS, quizIsLive } from "@/lib/layout/quiz-links";

export default async function AccountHomePage() {
  // The account shell's chrome (fetched once for the request) says whether the quiz exists.
  const [data, chrome] = await Promise.all([requireCustomerQuery(AccountHomeDocument), fetchChrome("women")]);
  const quizHref = quizIsLive("women", chrome.quiz_paths) ? QUIZ_PATHS.women : null;
  return <AccountHome data={data} now={new Date()} quizHref={quizHref} />;
}
