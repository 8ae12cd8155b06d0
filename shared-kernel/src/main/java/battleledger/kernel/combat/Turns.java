package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.StanceEvent.DodgeEnded;
import battleledger.kernel.event.StanceEvent.HelpLapsed;
import battleledger.kernel.event.StanceEvent.ReadiedActionExpired;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.event.VitalsEvent.DeathSaveRolled;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Life;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;

/** Turns and rounds: "each participant in the battle taking a turn in initiative order" (001 › Combat). */
public final class Turns {

    private Turns() {
    }

    public static Outcome endTurn(Facts f, EndTurn c) {
        Battle b = requireCombat(f);
        f.combatant(c.actor(), "actor");
        requireSender(f, c.actor());
        Acting.noReactionAwaited(f);
        if (!c.actor().equals(b.turn())) {
            throw RuleViolation.conflict("not-your-turn", Playtest.TAKING_A_TURN,
                    "it is " + b.turn() + "'s turn, not " + c.actor() + "'s");
        }
        return Outcome.of(new TurnEnded(f.step(), f.by(), c.actor())).then(Turns::advance);
    }

    /**
     * The next living combatant in initiative order takes its turn; after the last, "the fight continues to the next
     * round" (001 › Combat › The Round). The dead take no turns.
     */
    static Outcome advance(Facts f) {
        Battle b = f.battle();
        List<String> order = b.order();
        int at = order.indexOf(b.turn());
        int round = b.round();
        List<RoundStarted> rounds = new ArrayList<>();
        for (int tried = 0; tried < order.size(); tried++) {
            at++;
            if (at >= order.size()) {
                at = 0;
                round++;
                rounds.add(new RoundStarted(f.step(), round));
            }
            if (!b.combatant(order.get(at)).dead()) {
                break;
            }
        }
        int next = round;
        String actor = order.get(at);
        return Outcome.of(rounds).then(g -> startTurn(g, next, actor));
    }

    /** A turn begins, and with it what lasts "until your next turn" ends. */
    static Outcome startTurn(Facts f, int round, String actor) {
        boolean reacted = !f.battle().combatant(actor).reactionAvailable();
        Outcome out = Outcome.of(new TurnStarted(f.step(), round, actor));
        battleledger.kernel.rules.Rule forgone = reacted ? f.ruleset().reactionTakesTheAction() : null;
        if (forgone != null) { // a parry or dodge took this round's action
            out = out.and(new battleledger.kernel.event.TurnEvent.ActionForgone(f.step(), actor,
                    "it took a reaction earlier this round, in place of its action", forgone.citation()));
        }
        // what ends or acts at the start of its turn because of spells comes next (sequence.Procedure)
        return out.then(g -> lapse(g, actor)).owe(new Owed.TurnBegun(actor));
    }

    /** What lasted "until your next turn" ends: a dodge, a help given, a readied action; the dying roll their save. */
    private static Outcome lapse(Facts f, String actor) {
        Combatant c = f.battle().combatant(actor);
        Outcome out = c.stance().dodging() ? Outcome.of(new DodgeEnded(f.step(), actor, "its next turn has come"))
                : Outcome.none();
        out = out.then(g -> helpLapses(g, actor));
        if (c.stance().readied() != null) {
            out = out.and(new ReadiedActionExpired(f.step(), actor));
        }
        return c.vitals().life() == Life.DYING ? out.then(g -> deathSave(g, c)) : out;
    }

    /** The help the creature gave lapses, for each creature it helped. */
    private static Outcome helpLapses(Facts f, String helper) {
        return Outcome.of(f.battle().combatants().values().stream()
                .filter(helped -> helped.stance().helpedBy().stream().anyMatch(a -> a.helper().equals(helper)))
                .map(helped -> new HelpLapsed(f.step(), helped.id(), helper)).toList());
    }

    /**
     * "On each of your turns after you begin dying, you make a special saving throw ... Make a DC 10 Constitution
     * saving throw. On a success, you remain dying ... On a failure, you take 1d6 damage. This damage cannot be
     * reduced in any way. If you succeed on three of these saving throws, you immediately become stabilized."
     * (001 › Damage and Dying › Death Saving Throws)
     */
    static Outcome deathSave(Facts f, Combatant c) {
        Edges.Found edge = Edges.save(c, Ability.CON);
        Ruleset.DeathSave save = f.ruleset().deathSave(f.dice(), c, edge.edge());
        Outcome out = Outcome.of(new DeathSaveRolled(f.step(), c.id(), save.roll(), save.success(), save.successes(),
                save.failures())).and(edge.spend(f, c.id()));
        if (save.dies()) { // a ruleset that counts failures: the last one kills (Dragonbane core rules › Death Rolls)
            return out.and(new LifeChanged(f.step(), c.id(), Life.DYING, Life.DEAD, "three failed death rolls",
                    save.roll().rule()));
        } else if (save.stabilized()) {
            return out.and(new LifeChanged(f.step(), c.id(), Life.DYING, Life.STABLE, "three successful death saves",
                    save.failures() == null ? Playtest.DEATH_SAVES.citation() : save.roll().rule()));
        } else if (!save.success() && save.damage() != null) {
            return out.then(g -> Damage.deal(g, c.id(), new Damage.Blow("failed death save", null, save.damage(),
                    save.damage().total(), false, true)));
        }
        return out;
    }

    public static Battle requireCombat(Facts f) {
        Battle b = f.battle();
        if (b.phase() != Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("combat-not-started", Playtest.COMBAT_SEQUENCE,
                    "combat has not started yet; send StartCombat first");
        }
        return b;
    }

    /** A combatant's choices are made by its player or by the GM. */
    public static void requireSender(Facts f, String actor) {
        if (!f.byGm() && !f.by().equals(actor)) {
            throw RuleViolation.forbidden("not-your-combatant", Playtest.TAKING_A_TURN,
                    "\"" + f.by() + "\" cannot act for " + actor + "; only its player or the GM can");
        }
    }
}
