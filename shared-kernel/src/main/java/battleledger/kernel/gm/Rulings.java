package battleledger.kernel.gm;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.combat.Edges;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.CallForContest;
import battleledger.kernel.command.RulingCommand.CallForSave;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.command.RulingCommand.RemoveCondition;
import battleledger.kernel.command.RulingCommand.SetDifficulty;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.RulingEvent.AdvantageGranted;
import battleledger.kernel.event.RulingEvent.CheckCalled;
import battleledger.kernel.event.RulingEvent.ConditionRuled;
import battleledger.kernel.event.RulingEvent.ContestCalled;
import battleledger.kernel.event.RulingEvent.DifficultySet;
import battleledger.kernel.event.RulingEvent.SaveCalled;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.event.TurnEvent.ContestRolled;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.rules.Design;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * The GM's rulings (DESIGN.md, Kinds of events: ruling): conditions imposed or ended, advantage granted, the check an
 * improvised action takes, and checks, saves and contests called for. Each is revocable.
 */
public final class Rulings {

    /** The rolls an advantage or disadvantage is granted on (GrantAdvantage.roll); the OpenAPI document offers these. */
    public static final List<String> ROLL_KINDS = List.of("attack", "check", "save");

    private Rulings() {
    }

    public static Outcome applyCondition(Facts f, ApplyCondition c) {
        Setup.gmOnly(f, "ApplyCondition");
        Combatant target = target(f, c.target());
        if (c.condition() == null) {
            throw RuleViolation.invalid("missing-field", "condition is required");
        }
        if (c.source() != null) {
            f.combatant(c.source(), "source");
        }
        return Outcome.of(new ConditionRuled(f.step(), f.by(), target.id(), c.condition(), c.source(), true))
                .then(g -> Afflictions.impose(g, target.id(), c.condition(), c.source() == null ? "gm" : c.source(),
                        "the GM's ruling"));
    }

    public static Outcome removeCondition(Facts f, RemoveCondition c) {
        Setup.gmOnly(f, "RemoveCondition");
        Combatant target = target(f, c.target());
        if (c.condition() == null) {
            throw RuleViolation.invalid("missing-field", "condition is required");
        }
        return Outcome.of(new ConditionRuled(f.step(), f.by(), target.id(), c.condition(), null, false))
                .then(g -> Afflictions.relieve(g, target.id(), c.condition(), "the GM's ruling"));
    }

    /** "Your DM might also determine that circumstances are in your favor and grant you advantage" (001). */
    public static Outcome grantAdvantage(Facts f, GrantAdvantage c) {
        Setup.gmOnly(f, "GrantAdvantage");
        Combatant target = target(f, c.target());
        if (!ROLL_KINDS.contains(c.roll())) {
            throw RuleViolation.invalid("invalid-roll-kind", "roll is one of " + ROLL_KINDS);
        }
        StatBlockRules.requireText("reason", c.reason());
        return Outcome.of(new AdvantageGranted(f.step(), f.by(), target.id(), c.roll(), c.advantage(), c.reason()));
    }

    /** The GM rules the check an improvised action takes; the check is rolled at once (001 › Improvise). */
    public static Outcome setDifficulty(Facts f, SetDifficulty c) {
        Setup.gmOnly(f, "SetDifficulty");
        Combatant actor = target(f, c.actor());
        if (!c.actor().equals(f.battle().turn()) || f.battle().economy() == null
                || f.battle().economy().improvising() == null) {
            throw RuleViolation.conflict("nothing-to-rule", Playtest.IMPROVISE,
                    actor.stats().name() + " is not improvising an action this turn");
        }
        Ability ability = ability(c.ability());
        dc(c.dc());
        String purpose = f.battle().economy().improvising();
        return Outcome.of(new DifficultySet(f.step(), f.by(), c.actor(), ability.code(), c.dc()))
                .then(g -> check(g, actor, ability, c.dc(), purpose));
    }

    public static Outcome callForCheck(Facts f, CallForCheck c) {
        Setup.gmOnly(f, "CallForCheck");
        Combatant who = target(f, c.combatant());
        Ability ability = ability(c.ability());
        dc(c.dc());
        Combatant social = c.socialWith() == null ? null : f.combatant(c.socialWith(), "socialWith");
        if (c.skill() != null) {
            StatBlockRules.requireText("skill", c.skill());
        }
        Outcome called = Outcome.of(new CheckCalled(f.step(), f.by(), who.id(), ability.code(), c.dc(), c.purpose(),
                c.hearing(), c.socialWith(), c.skill()));
        String purpose = c.purpose() == null ? "check" : c.purpose();
        if (c.hearing() && who.has(Condition.DEAFENED)) {
            // "The creature can't hear anything" (001 › Conditions › Deafened): no die is rolled
            Roll failed = new Roll(who.id(), purpose, "none", List.of(), List.of(), List.of(), 0, c.dc(),
                    "automatic failure (deafened)", Condition.DEAFENED.rule().citation());
            return called.and(new CheckRolled(f.step(), who.id(), ability.code(), purpose, failed));
        }
        return called.then(g -> checkRolled(g, c, who, ability, social, purpose));
    }

    /** The check called, rolled: its edges (a charmer's advantage among them), its roll, the edges spent. */
    private static Outcome checkRolled(Facts f, CallForCheck c, Combatant who, Ability ability, Combatant social,
                                       String purpose) {
        Edges.Found edge = Edges.check(f.battle(), who, ability, c.skill());
        if (social != null) {
            charmer(who, social, edge);
        }
        Roll roll = f.ruleset().check(f.dice(), who, ability, c.dc(), edge.edge(), Edges.training(who, c.skill()),
                purpose);
        return Outcome.of(new CheckRolled(f.step(), who.id(), ability.code(), purpose, roll)).and(edge.spend(f, who.id()));
    }

    public static Outcome callForSave(Facts f, CallForSave c) {
        Setup.gmOnly(f, "CallForSave");
        Combatant who = target(f, c.combatant());
        Ability ability = ability(c.ability());
        dc(c.dc());
        return Outcome.of(new SaveCalled(f.step(), f.by(), who.id(), ability.code(), c.dc(), c.purpose()))
                .then(g -> saveMade(g, c, who, ability));
    }

    /** The save called, rolled: its edges and bonuses, its roll, the edges spent. */
    private static Outcome saveMade(Facts f, CallForSave c, Combatant who, Ability ability) {
        Edges.Found edge = Edges.save(who, ability);
        Roll roll = f.ruleset().save(f.dice(), who, ability, c.dc(), edge.edge(), Edges.saveBonuses(who, ability),
                c.purpose() == null ? "save" : c.purpose());
        return Outcome.of(new SavingThrowMade(f.step(), who.id(), ability.code(), c.purpose(), roll))
                .and(edge.spend(f, who.id()));
    }

    /** "A contest uses the same rules as a check, except that two creatures each make a check." */
    public static Outcome callForContest(Facts f, CallForContest c) {
        Setup.gmOnly(f, "CallForContest");
        Combatant first = target(f, c.first());
        Combatant second = target(f, c.second());
        if (first.id().equals(second.id())) {
            throw RuleViolation.invalid("invalid-contest", "a contest pits two different creatures");
        }
        Ability a = ability(c.firstAbility());
        Ability b = ability(c.secondAbility());
        return Outcome.of(new ContestCalled(f.step(), f.by(), first.id(), a.code(), second.id(), b.code(),
                c.purpose(), c.social())).then(g -> contest(g, c, first, a, second, b));
    }

    private static Outcome contest(Facts g, CallForContest c, Combatant first, Ability a, Combatant second,
                                   Ability b) {
        Edges.Found ea = Edges.check(g.battle(), first, a);
        Edges.Found eb = Edges.check(g.battle(), second, b);
        if (Boolean.TRUE.equals(c.social())) {
            charmer(first, second, ea);
            charmer(second, first, eb);
        }
        String purpose = c.purpose() == null ? "contest" : c.purpose();
        Roll ra = g.ruleset().check(g.dice(), first, a, null, ea.edge(), List.of(), purpose);
        Roll rb = g.ruleset().check(g.dice(), second, b, null, eb.edge(), List.of(), purpose);
        Ruleset.Contest judged = g.ruleset().judgeContest(ra, rb);
        return Outcome.of(new ContestRolled(g.step(), c.purpose(), judged.first(), judged.second(), judged.winner()))
                .and(ea.spend(g, first.id())).and(eb.spend(g, second.id()));
    }

    /** "The charmer has advantage on any check to interact socially with the creature" (001 › Conditions › Charmed). */
    static void charmer(Combatant who, Combatant with, Edges.Found edge) {
        if (with.has(Condition.CHARMED) && who.id().equals(with.sourceOf(Condition.CHARMED))) {
            edge.edge().advantage("charmer of " + with.stats().name());
        }
    }

    static Outcome check(Facts f, Combatant who, Ability ability, int dc, String purpose) {
        Edges.Found edge = Edges.check(f.battle(), who, ability);
        Roll roll = f.ruleset().check(f.dice(), who, ability, dc, edge.edge(), List.of(), purpose);
        return Outcome.of(new CheckRolled(f.step(), who.id(), ability.code(), purpose, roll))
                .and(edge.spend(f, who.id()));
    }

    static Combatant target(Facts f, String id) {
        Combatant c = f.combatant(id, "target");
        if (c.dead()) {
            throw RuleViolation.conflict("target-dead", Playtest.DEAD, c.stats().name() + " is dead");
        }
        return c;
    }

    static Ability ability(String code) {
        Ability a = code == null ? null : Ability.fromCode(code);
        if (a == null) {
            throw RuleViolation.invalid("invalid-ability", "ability is one of str, dex, con, int, wis, cha");
        }
        return a;
    }

    static void dc(int dc) {
        if (dc < 1 || dc > 40) {
            throw RuleViolation.invalid("out-of-bounds", "a DC lies between 1 and 40 (" + Design.RULINGS + ")");
        }
    }
}
