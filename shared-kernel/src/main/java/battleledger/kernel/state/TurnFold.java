package battleledger.kernel.state;

import battleledger.kernel.event.DragonbaneIntent;
import battleledger.kernel.event.IntentEvent;
import battleledger.kernel.event.IntentEvent.ActionReadied;
import battleledger.kernel.event.IntentEvent.AttackDeclared;
import battleledger.kernel.event.IntentEvent.CoupDeGraceDeclared;
import battleledger.kernel.event.IntentEvent.Disengaged;
import battleledger.kernel.event.IntentEvent.Dodged;
import battleledger.kernel.event.IntentEvent.Helped;
import battleledger.kernel.event.IntentEvent.HideAttempted;
import battleledger.kernel.event.IntentEvent.Hustled;
import battleledger.kernel.event.IntentEvent.Improvised;
import battleledger.kernel.event.IntentEvent.ItemUsed;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.event.IntentEvent.ReactionDeclared;
import battleledger.kernel.event.IntentEvent.ReactionPassed;
import battleledger.kernel.event.IntentEvent.Searched;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.TurnEvent;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.model.Condition;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.state.BattleFold.actionUsed;

/** Rounds, turns, the action economy, moving and engagement, and reactions offered and answered. */
final class TurnFold {

    private TurnFold() {
    }

    static Battle turn(Battle b, TurnEvent event) {
        return switch (event) {
            case RoundStarted e -> ClockFold.roundStarted(b.withRound(e.round()), e);
            // a reaction is regained at "the start of your next turn" (001 › Combat › Taking a Turn › Reactions)
            case TurnStarted e -> b.withTurn(e.actor(), Economy.fresh(BattleFold.speed(b, e.actor())))
                    .updateCombatant(e.actor(), c -> c.withReactionAvailable(true));
            case ReactionOffered e -> offered(b, e);
            case TurnEvent.CheckRolled e -> b;
            case TurnEvent.SavingThrowMade e -> b;
            case TurnEvent.ContestRolled e -> b;
            case TurnEvent.DefenceOffered e -> DefenceFold.offered(b, e);
            case TurnEvent.ActionForgone e -> actionUsed(b, e.actor());
            case TurnEvent.RollPushed e -> b;
        };
    }

    static Battle intent(Battle b, IntentEvent event) {
        return switch (event) {
            // surprised "until after its first turn in the battle" (001 › Combat › Surprise)
            case TurnEnded e -> b.updateCombatant(e.actor(), c -> c.withSurprised(false))
                    .withEconomy(x -> x.withImprovising(null));
            case AttackDeclared e -> actionUsed(b, e.actor());
            case CoupDeGraceDeclared e -> actionUsed(b, e.actor());
            case Disengaged e -> walked(engage(actionUsed(b, e.actor()).withEconomy(x -> x.withDisengaged()
                            .withWalked(e.feet())),
                    e.actor(), e.leaves(), e.enters(), e.path()), e.actor(), e.path());
            case Dodged e -> actionUsed(b, e.actor()).updateCombatant(e.actor(),
                    c -> c.withStance(s -> s.withDodging(true)));
            case Helped e -> actionUsed(b, e.actor()).updateCombatant(e.ally(),
                    c -> c.withStance(s -> s.helped(e.actor(), e.ability(), e.skill())));
            case HideAttempted e -> actionUsed(b, e.actor());
            case Hustled e -> actionUsed(b, e.actor())
                    .withEconomy(x -> x.withAllowance(x.allowance() + BattleFold.speed(b, e.actor())));
            case Improvised e -> actionUsed(b, e.actor()).withEconomy(x -> x.withImprovising(e.description()));
            case ActionReadied e -> actionUsed(b, e.actor()).updateCombatant(e.actor(), c -> c.withStance(
                    s -> s.withReadied(new Stance.Readied(e.trigger(), e.action()))));
            case Searched e -> actionUsed(b, e.actor());
            case ItemUsed e -> actionUsed(b, e.actor());
            case Moved e -> moved(b, e);
            case IntentEvent.Traversed e -> walked(engage(b.withEconomy(x -> x.withMoved(e.cost())), e.actor(),
                    e.leaves(), e.enters(), e.path()), e.actor(), e.path());
            // a readied action, once taken, is spent (001 › Actions in Combat › Ready an Action)
            case ReactionDeclared e -> answered(b, e.actor()).updateCombatant(e.actor(),
                    c -> c.withReactionAvailable(false).withStance(s -> e.action() == null ? s : s.withReadied(null)));
            case ReactionPassed e -> answered(b, e.actor());
            case IntentEvent.SpellChosen e -> SpellFold.chosen(b, e);
            case IntentEvent.IdentifyAttempted e -> actionUsed(b, e.actor()); // "use an action"
            case IntentEvent.SpellEnded e -> actionUsed(b, e.actor());        // "As an action"
            case IntentEvent.NoiseMade e -> b;
            case IntentEvent.ItemDropped e -> HandsFold.dropped(b, e.actor(), e.item()); // no action (001)
            case IntentEvent.ItemPickedUp e -> HandsFold.pickedUp(b, e.actor(),
                    new Field.Lying(e.item(), e.from(), e.droppedBy()));
            case DragonbaneIntent.DefenceDeclared e -> b; // the defence is folded when it is rolled (DefenceFold)
            case DragonbaneIntent.PushDeclared e -> b;
            case DragonbaneIntent.WillpowerSpellChosen e ->
                    WillpowerFold.chosen(b, e); // the cast itself when it is rolled
            case DragonbaneIntent.SpellsPrepared e -> MageFold.prepared(b, e);
        };
    }

    private static Battle offered(Battle b, ReactionOffered e) {
        List<Offer> more = new ArrayList<>(b.offers());
        more.add(new Offer(e.reactor(), e.against(), e.reaction(), e.pending(), null, e.from()));
        return b.withOffers(more);
    }

    /** "Stand Up ... costs 5 feet"; "Every 5 feet you crawl costs 5 extra feet" (001 › Exploration › Movement). */
    private static Battle moved(Battle b, Moved e) {
        Combatant c = b.combatant(e.actor());
        boolean crawling = c != null && c.has(Condition.PRONE) && !e.standUp();
        int cost = e.cost() != null ? e.cost() : (e.standUp() ? 5 : 0) + (crawling ? 2 * e.feet() : e.feet());
        int walked = crawling ? 0 : e.feet();
        return walked(engage(b.withEconomy(x -> x.withMoved(cost).withWalked(walked)), e.actor(), e.leaves(),
                e.enters(), e.path()), e.actor(), e.path());
    }

    /** On a grid, the mover's anchor is the last cell of its path. */
    static Battle walked(Battle b, String mover, List<battleledger.kernel.model.Position> path) {
        return path.isEmpty() ? b : b.updateCombatant(mover, c -> c.at(path.get(path.size() - 1)));
    }

    /** Who is within whose reach is kept only without a grid; on one, positions tell (Battlefield.reaches). */
    static Battle engage(Battle b, String mover, List<String> leaves, List<String> enters,
                         List<battleledger.kernel.model.Position> path) {
        return path.isEmpty() ? engage(b, mover, leaves, enters) : b;
    }

    static Battle engage(Battle b, String mover, List<String> leaves, List<String> enters) {
        List<Battle.Engagement> pairs = new ArrayList<>(b.engaged());
        leaves.forEach(id -> pairs.remove(Battle.Engagement.of(mover, id)));
        enters.forEach(id -> pairs.add(Battle.Engagement.of(mover, id)));
        return b.withEngaged(pairs);
    }

    private static Battle answered(Battle b, String reactor) {
        List<Offer> left = new ArrayList<>(b.offers());
        for (int i = 0; i < left.size(); i++) {
            if (left.get(i).reactor().equals(reactor)) {
                left.remove(i);
                break;
            }
        }
        return b.withOffers(left);
    }
}
