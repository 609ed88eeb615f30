import { describe, expect, it } from "vitest";
import {
  acceptVerdict,
  closedToReplies,
  editVerdict,
  flagVerdict,
  likeVerdict,
  mayStartIn,
  postAbilities,
  replyVerdict,
  type DiscussionFacts,
  type PostFacts,
} from "./policy";

const ada = { id: "ada", role: "member" as const, duties: [] };
const bo = { id: "bo", role: "member" as const, duties: [] };
const admin = { id: "ann", role: "admin" as const, duties: [] };
const open: DiscussionFacts = { authorId: "ada", locked: false, underReview: false };
const opening: PostFacts = { authorId: "ada", opening: true, state: "visible" };
const reply: PostFacts = { authorId: "bo", opening: false, state: "visible" };

describe("forum policy", () => {
  it("lets an admin moderate but not flag; members flag other people's posts only", () => {
    expect(flagVerdict(admin, opening)).toBe("forbidden");
    expect(postAbilities(admin, open, opening)).toMatchObject({ flag: false, moderate: true, like: true });
    expect(flagVerdict(bo, opening)).toBe("yes");
    expect(flagVerdict(ada, opening)).toBe("forbidden");
    expect(flagVerdict(null, opening)).toBe("forbidden");
    expect(flagVerdict(bo, { ...opening, state: "hidden" })).toBe("gone");
  });

  it("lets authors edit their visible posts while the discussion is open", () => {
    expect(editVerdict(ada, open, opening)).toBe("yes");
    expect(editVerdict(bo, open, opening)).toBe("forbidden");
    expect(editVerdict(ada, { ...open, locked: true }, opening)).toBe("locked");
    expect(editVerdict(ada, open, { ...opening, state: "deleted" })).toBe("gone");
  });

  it("closes a discussion under review to members, not to moderators", () => {
    const review = { ...open, underReview: true };
    expect(closedToReplies(bo, review)).toBe(true);
    expect(closedToReplies(admin, review)).toBe(false);
    expect(replyVerdict(bo, review)).toBe("locked");
    expect(replyVerdict(null, open)).toBe("forbidden");
  });

  it("lets the discussion's author accept replies, and members like other people's posts", () => {
    expect(acceptVerdict(ada, open, reply)).toBe("yes");
    expect(acceptVerdict(ada, open, opening)).toBe("forbidden");
    expect(acceptVerdict(bo, open, reply)).toBe("forbidden");
    expect(likeVerdict(bo, reply)).toBe("forbidden");
    expect(likeVerdict(ada, reply)).toBe("yes");
  });

  it("keeps staff-only categories for admins", () => {
    expect(mayStartIn(bo, { staffOnly: true })).toBe(false);
    expect(mayStartIn(admin, { staffOnly: true })).toBe(true);
    expect(mayStartIn(null, { staffOnly: false })).toBe(false);
  });
});
