import { pageRegistry, type PageRegistry } from "@/components/cms/CmsPageView";

import { QuizPage } from "./QuizPage";

/** The quiz page type, for the routes that may show a quiz (its own routes and editors' previews):
 * no other page downloads the quiz taker. */
export const quizPages: PageRegistry = { QuizPage };

/** Every page type with the quiz: for the quizzes' own routes (/quiz/, /men/quiz/). */
export const pageRegistryWithQuiz: PageRegistry = { ...pageRegistry, ...quizPages };
