package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
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
import battleledger.kernel.event.RulingEvent.DifficultySet;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Dispatch;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.state.BattleFold.actionUsed;

/** Rounds, turns, the action economy, moving and engagement, and reactions offered and answered. */
final class TurnFold {

    private TurnFold() {
    }

    static void register(Dispatch<Battle, EncounterEvent> fold) {
        fold.on(RoundStarted.class, (b, e) -> b.withRound(e.round()))
                // a reaction is regained at "the start of your next turn" (001 › Combat › Taking a Turn › Reactions)
                .on(TurnStarted.class, (b, e) -> b.withTurn(e.actor(), Economy.fresh(BattleFold.speed(b, e.actor())))
                        .updateCombatant(e.actor(), c -> c.withReactionAvailable(true)))
                // surprised "until after its first turn in the battle" (001 › Combat › Surprise)
                .on(TurnEnded.class, (b, e) -> b.updateCombatant(e.actor(), c -> c.withSurprised(false))
                        .withEconomy(x -> x.withImprovising(null)))
                .on(AttackDeclared.class, (b, e) -> actionUsed(b, e.actor()))
                .on(CoupDeGraceDeclared.class, (b, e) -> actionUsed(b, e.actor()))
                .on(Disengaged.class, (b, e) -> walked(engage(actionUsed(b, e.actor())
                        .withEconomy(Economy::withDisengaged), e.actor(), e.leaves(), e.enters(), e.path()), e.actor(),
                        e.path()))
                .on(Dodged.class, (b, e) -> actionUsed(b, e.actor())
                        .updateCombatant(e.actor(), c -> c.withStance(s -> s.withDodging(true))))
                .on(Helped.class, (b, e) -> actionUsed(b, e.actor())
                        .updateCombatant(e.ally(), c -> c.withStance(s -> s.helped(e.actor(), e.ability()))))
                .on(HideAttempted.class, (b, e) -> actionUsed(b, e.actor()))
                .on(Hustled.class, (b, e) -> actionUsed(b, e.actor())
                        .withEconomy(x -> x.withAllowance(x.allowance() + BattleFold.speed(b, e.actor()))))
                .on(Improvised.class, (b, e) -> actionUsed(b, e.actor())
                        .withEconomy(x -> x.withImprovising(e.description())))
                .on(DifficultySet.class, (b, e) -> b.withEconomy(x -> x.withImprovising(null)))
                .on(ActionReadied.class, (b, e) -> actionUsed(b, e.actor())
                        .updateCombatant(e.actor(), c -> c.withStance(s -> s.withReadied(
                                new Stance.Readied(e.trigger(), e.action())))))
                .on(Searched.class, (b, e) -> actionUsed(b, e.actor()))
                .on(ItemUsed.class, (b, e) -> actionUsed(b, e.actor()))
                .on(Moved.class, TurnFold::moved)
                .on(battleledger.kernel.event.IntentEvent.Traversed.class, (b, e) -> walked(engage(b.withEconomy(
                        x -> x.withMoved(e.cost())), e.actor(), e.leaves(), e.enters(), e.path()), e.actor(), e.path()))
                .on(ReactionOffered.class, (b, e) -> {
                    List<Offer> more = new ArrayList<>(b.offers());
                    more.add(new Offer(e.reactor(), e.against(), e.reaction(), e.pending()));
                    return b.withOffers(more);
                })
                // a readied action, once taken, is spent (001 › Actions in Combat › Ready an Action)
                .on(ReactionDeclared.class, (b, e) -> answered(b, e.actor())
                        .updateCombatant(e.actor(), c -> c.withReactionAvailable(false)
                                .withStance(s -> e.action() == null ? s : s.withReadied(null))))
                .on(ReactionPassed.class, (b, e) -> answered(b, e.actor()));
    }

    /** "Stand Up ... costs 5 feet"; "Every 5 feet you crawl costs 5 extra feet" (001 › Exploration › Movement). */
    private static Battle moved(Battle b, Moved e) {
        Combatant c = b.combatant(e.actor());
        boolean crawling = c != null && c.has(Condition.PRONE) && !e.standUp();
        int cost = e.cost() != null ? e.cost() : (e.standUp() ? 5 : 0) + (crawling ? 2 * e.feet() : e.feet());
        return walked(engage(b.withEconomy(x -> x.withMoved(cost)), e.actor(), e.leaves(), e.enters(), e.path()),
                e.actor(), e.path());
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
