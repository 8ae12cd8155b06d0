package battleledger.kernel.combat;

import battleledger.kernel.decision.Decision;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.RuleViolation;
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

import java.util.List;

/** Turns and rounds: "each participant in the battle taking a turn in initiative order" (001 › Combat). */
public final class Turns {

    private Turns() {
    }

    public static void endTurn(Decision d, EndTurn c) {
        Battle b = requireCombat(d);
        d.combatant(c.actor(), "actor");
        requireSender(d, c.actor());
        Acting.noReactionAwaited(d);
        if (!c.actor().equals(b.turn())) {
            throw RuleViolation.conflict("not-your-turn", Playtest.TAKING_A_TURN,
                    "it is " + b.turn() + "'s turn, not " + c.actor() + "'s");
        }
        d.emit(new TurnEnded(d.step(), d.by(), c.actor()));
        advance(d);
    }

    /**
     * The next living combatant in initiative order takes its turn; after the last, "the fight continues to the next
     * round" (001 › Combat › The Round). The dead take no turns.
     */
    static void advance(Decision d) {
        Battle b = d.battle();
        List<String> order = b.order();
        int at = order.indexOf(b.turn());
        int round = b.round();
        for (int tried = 0; tried < order.size(); tried++) {
            at++;
            if (at >= order.size()) {
                at = 0;
                round++;
                d.emit(new RoundStarted(d.step(), round));
            }
            if (!b.combatant(order.get(at)).dead()) {
                break;
            }
        }
        startTurn(d, round, order.get(at));
    }

    /** A turn begins, and with it what lasts "until your next turn" ends. */
    static void startTurn(Decision d, int round, String actor) {
        boolean reacted = !d.battle().combatant(actor).reactionAvailable();
        d.emit(new TurnStarted(d.step(), round, actor));
        battleledger.kernel.rules.Rule forgone = reacted ? d.ruleset().reactionTakesTheAction() : null;
        if (forgone != null) { // a parry or dodge took this round's action
            d.emit(new battleledger.kernel.event.TurnEvent.ActionForgone(d.step(), actor,
                    "it took a reaction earlier this round, in place of its action", forgone.citation()));
        }
        Combatant c = d.battle().combatant(actor);
        if (c.stance().dodging()) {
            d.emit(new DodgeEnded(d.step(), actor, "its next turn has come"));
        }
        for (Combatant helped : d.battle().combatants().values()) {
            if (helped.stance().helpedBy().stream().anyMatch(a -> a.helper().equals(actor))) {
                d.emit(new HelpLapsed(d.step(), helped.id(), actor));
            }
        }
        if (c.stance().readied() != null) {
            d.emit(new ReadiedActionExpired(d.step(), actor));
        }
        if (c.vitals().life() == Life.DYING) {
            deathSave(d, c);
        }
        // what ends or acts at the start of its turn because of spells comes next (sequence.Procedure)
        d.owe(new Owed.TurnBegun(actor));
    }

    /**
     * "On each of your turns after you begin dying, you make a special saving throw ... Make a DC 10 Constitution
     * saving throw. On a success, you remain dying ... On a failure, you take 1d6 damage. This damage cannot be
     * reduced in any way. If you succeed on three of these saving throws, you immediately become stabilized."
     * (001 › Damage and Dying › Death Saving Throws)
     */
    static void deathSave(Decision d, Combatant c) {
        Edges.Found edge = Edges.save(c, Ability.CON);
        Ruleset.DeathSave save = d.ruleset().deathSave(d.dice(), c, edge.edge());
        d.emit(new DeathSaveRolled(d.step(), c.id(), save.roll(), save.success(), save.successes(),
                save.failures()));
        edge.spend(d, c.id());
        if (save.dies()) { // a ruleset that counts failures: the last one kills (Dragonbane core rules › Death Rolls)
            d.emit(new LifeChanged(d.step(), c.id(), Life.DYING, Life.DEAD, "three failed death rolls",
                    save.roll().rule()));
        } else if (save.stabilized()) {
            d.emit(new LifeChanged(d.step(), c.id(), Life.DYING, Life.STABLE, "three successful death saves",
                    save.failures() == null ? Playtest.DEATH_SAVES.citation() : save.roll().rule()));
        } else if (!save.success() && save.damage() != null) {
            Damage.deal(d, c.id(), new Damage.Blow("failed death save", null, save.damage(), save.damage().total(),
                    false, true));
        }
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

    /** Migration adapter (issue 10, item 2): removed when the last caller decides with facts. */
    public static Battle requireCombat(Decision d) {
        return requireCombat(d.facts());
    }

    /** Migration adapter (issue 10, item 2): removed when the last caller decides with facts. */
    public static void requireSender(Decision d, String actor) {
        requireSender(d.facts(), actor);
    }
}
