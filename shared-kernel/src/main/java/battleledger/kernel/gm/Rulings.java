package battleledger.kernel.gm;

import battleledger.kernel.decision.Decision;
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

    static final List<String> ROLL_KINDS = List.of("attack", "check", "save");

    private Rulings() {
    }

    public static void applyCondition(Decision d, ApplyCondition c) {
        Setup.gmOnly(d, "ApplyCondition");
        Combatant target = target(d, c.target());
        if (c.condition() == null) {
            throw RuleViolation.invalid("missing-field", "condition is required");
        }
        if (c.source() != null) {
            d.combatant(c.source(), "source");
        }
        d.emit(new ConditionRuled(d.step(), d.by(), target.id(), c.condition(), c.source(), true));
        Afflictions.impose(d, target.id(), c.condition(), c.source() == null ? "gm" : c.source(), "the GM's ruling");
    }

    public static void removeCondition(Decision d, RemoveCondition c) {
        Setup.gmOnly(d, "RemoveCondition");
        Combatant target = target(d, c.target());
        if (c.condition() == null) {
            throw RuleViolation.invalid("missing-field", "condition is required");
        }
        d.emit(new ConditionRuled(d.step(), d.by(), target.id(), c.condition(), null, false));
        Afflictions.relieve(d, target.id(), c.condition(), "the GM's ruling");
    }

    /** "Your DM might also determine that circumstances are in your favor and grant you advantage" (001). */
    public static void grantAdvantage(Decision d, GrantAdvantage c) {
        Setup.gmOnly(d, "GrantAdvantage");
        Combatant target = target(d, c.target());
        if (!ROLL_KINDS.contains(c.roll())) {
            throw RuleViolation.invalid("invalid-roll-kind", "roll is one of " + ROLL_KINDS);
        }
        StatBlockRules.requireText("reason", c.reason());
        d.emit(new AdvantageGranted(d.step(), d.by(), target.id(), c.roll(), c.advantage(), c.reason()));
    }

    /** The GM rules the check an improvised action takes; the check is rolled at once (001 › Improvise). */
    public static void setDifficulty(Decision d, SetDifficulty c) {
        Setup.gmOnly(d, "SetDifficulty");
        Combatant actor = target(d, c.actor());
        if (!c.actor().equals(d.battle().turn()) || d.battle().economy() == null
                || d.battle().economy().improvising() == null) {
            throw RuleViolation.conflict("nothing-to-rule", Playtest.IMPROVISE,
                    actor.stats().name() + " is not improvising an action this turn");
        }
        Ability ability = ability(c.ability());
        dc(c.dc());
        String purpose = d.battle().economy().improvising();
        d.emit(new DifficultySet(d.step(), d.by(), c.actor(), ability.code(), c.dc()));
        check(d, actor, ability, c.dc(), purpose);
    }

    public static void callForCheck(Decision d, CallForCheck c) {
        Setup.gmOnly(d, "CallForCheck");
        Combatant who = target(d, c.combatant());
        Ability ability = ability(c.ability());
        dc(c.dc());
        Combatant social = c.socialWith() == null ? null : d.combatant(c.socialWith(), "socialWith");
        if (c.skill() != null) {
            StatBlockRules.requireText("skill", c.skill());
        }
        d.emit(new CheckCalled(d.step(), d.by(), who.id(), ability.code(), c.dc(), c.purpose(), c.hearing(),
                c.socialWith(), c.skill()));
        String purpose = c.purpose() == null ? "check" : c.purpose();
        if (c.hearing() && who.has(Condition.DEAFENED)) {
            // "The creature can't hear anything" (001 › Conditions › Deafened): no die is rolled
            Roll failed = new Roll(who.id(), purpose, "none", List.of(), List.of(), List.of(), 0, c.dc(),
                    "automatic failure (deafened)", Condition.DEAFENED.rule().citation());
            d.emit(new CheckRolled(d.step(), who.id(), ability.code(), purpose, failed));
            return;
        }
        Edges.Found edge = Edges.check(d.battle(), who, ability, c.skill());
        if (social != null) {
            charmer(who, social, edge);
        }
        Roll roll = d.ruleset().check(d.dice(), who, ability, c.dc(), edge.edge(), Edges.training(who, c.skill()),
                purpose);
        d.emit(new CheckRolled(d.step(), who.id(), ability.code(), purpose, roll));
        edge.spend(d, who.id());
    }

    public static void callForSave(Decision d, CallForSave c) {
        Setup.gmOnly(d, "CallForSave");
        Combatant who = target(d, c.combatant());
        Ability ability = ability(c.ability());
        dc(c.dc());
        d.emit(new SaveCalled(d.step(), d.by(), who.id(), ability.code(), c.dc(), c.purpose()));
        Edges.Found edge = Edges.save(who, ability);
        Roll roll = d.ruleset().save(d.dice(), who, ability, c.dc(), edge.edge(), Edges.saveBonuses(who, ability),
                c.purpose() == null ? "save" : c.purpose());
        d.emit(new SavingThrowMade(d.step(), who.id(), ability.code(), c.purpose(), roll));
        edge.spend(d, who.id());
    }

    /** "A contest uses the same rules as a check, except that two creatures each make a check." */
    public static void callForContest(Decision d, CallForContest c) {
        Setup.gmOnly(d, "CallForContest");
        Combatant first = target(d, c.first());
        Combatant second = target(d, c.second());
        if (first.id().equals(second.id())) {
            throw RuleViolation.invalid("invalid-contest", "a contest pits two different creatures");
        }
        Ability a = ability(c.firstAbility());
        Ability b = ability(c.secondAbility());
        d.emit(new ContestCalled(d.step(), d.by(), first.id(), a.code(), second.id(), b.code(), c.purpose(),
                c.social()));
        Edges.Found ea = Edges.check(d.battle(), first, a);
        Edges.Found eb = Edges.check(d.battle(), second, b);
        if (Boolean.TRUE.equals(c.social())) {
            charmer(first, second, ea);
            charmer(second, first, eb);
        }
        String purpose = c.purpose() == null ? "contest" : c.purpose();
        Roll ra = d.ruleset().check(d.dice(), first, a, null, ea.edge(), List.of(), purpose);
        Roll rb = d.ruleset().check(d.dice(), second, b, null, eb.edge(), List.of(), purpose);
        Ruleset.Contest judged = d.ruleset().judgeContest(ra, rb);
        d.emit(new ContestRolled(d.step(), c.purpose(), judged.first(), judged.second(), judged.winner()));
        ea.spend(d, first.id());
        eb.spend(d, second.id());
    }

    /** "The charmer has advantage on any check to interact socially with the creature" (001 › Conditions › Charmed). */
    static void charmer(Combatant who, Combatant with, Edges.Found edge) {
        if (with.has(Condition.CHARMED) && who.id().equals(with.sourceOf(Condition.CHARMED))) {
            edge.edge().advantage("charmer of " + with.stats().name());
        }
    }

    static void check(Decision d, Combatant who, Ability ability, int dc, String purpose) {
        Edges.Found edge = Edges.check(d.battle(), who, ability);
        Roll roll = d.ruleset().check(d.dice(), who, ability, dc, edge.edge(), List.of(), purpose);
        d.emit(new CheckRolled(d.step(), who.id(), ability.code(), purpose, roll));
        edge.spend(d, who.id());
    }

    static Combatant target(Decision d, String id) {
        Combatant c = d.combatant(id, "target");
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
