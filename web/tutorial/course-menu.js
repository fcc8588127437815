// The lesson list grouped by course (one course a game, the reader's own game first, as the build
// orders them: tutorial/build.py). Each course is a disclosure: the one holding the open lesson
// is open, the others show their title and how many of their lessons are done, so every course
// is listed without four rows of lessons on a phone.

import { el, format } from "../common/dom.js";

/**
 * courses: [{key, title, lessons: [lesson keys]}]; lessons: the lessons by key;
 * item(lesson, number, title): the list item of one lesson, under its title within the course;
 * isDone(lesson); current: the open lesson's key.
 */
export function courseGroups({ courses, lessons, item, isDone, current, words }) {
  const byKey = new Map(lessons.map((lesson) => [lesson.key, lesson]));
  return courses.filter((course) => course.lessons.length).map((course) => {
    const own = course.lessons.map((key) => byKey.get(key)).filter(Boolean);
    const done = own.filter(isDone).length;
    return el("details", { class: "lp-course", "data-course": course.key, open: own.some((l) => l.key === current) },
      el("summary", { class: "lp-course-title" }, el("strong", {}, course.title), " · ",
        format(words.lessons_done, { n: done, total: own.length })),
      el("ol", { class: "lp-menu-list" }, own.map((lesson, index) => item(lesson, index + 1, withinCourse(lesson.title, course.title)))));
  });
}

/** "Ten-point pitch: the bidding" under the course "Ten-point pitch" is "The bidding". */
function withinCourse(title, courseTitle) {
  const prefix = `${courseTitle}: `;
  if (!title.startsWith(prefix) || title.length === prefix.length) return title;
  const rest = title.slice(prefix.length);
  return rest[0].toLocaleUpperCase() + rest.slice(1);
}
