#pragma once

// What the lesson tests share: the shipped lesson and a way to find its steps by question.
#include "lesson.h"

#include <QString>

namespace attnlab {

inline const QString shippedLesson =
    QStringLiteral(":/examples/lessons/attention-step-by-step.json");

/// The index of the first step with a question of that kind, or -1.
inline int stepWith(const Lesson& lesson, LessonQuestion::Kind kind)
{
    for (std::size_t i = 0; i < lesson.steps.size(); ++i)
        if (lesson.steps[i].question && lesson.steps[i].question->kind == kind)
            return static_cast<int>(i);
    return -1;
}

} // namespace attnlab
