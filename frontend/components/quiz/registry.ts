import type { PageRegistry } from "@/components/cms/CmsRouteCore";

import { QuizPage } from "./QuizPage";

/**
 * The quiz page type, for the routes that show a quiz: its own routes (/quiz/, /men/quiz/; a quiz
 * page has no children, so nothing else is found there) and editors' previews. No other page
 * downloads the quiz taker, and the quiz pages download no other page type's code.
 */
export const quizPages: PageRegistry = { QuizPage };
