package battleledger.kernel.combat;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.command.IntentCommand.DropItem;
import battleledger.kernel.command.IntentCommand.PickUpItem;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.IntentEvent.ItemDropped;
import battleledger.kernel.event.IntentEvent.ItemPickedUp;
import battleledger.kernel.event.StanceEvent.ItemLetFall;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Field;

import java.util.List;

/**
 * What a creature holds in its hands ({@code gear.held}). "Many of the most common interactions with items—drawing or
 * sheathing a sword ... picking up a scroll ... —do not require an action. You are generally assumed to be able to
 * incorporate such uses into your turn" (001 › Combat › Actions in Combat › Use an Item): dropping a held item and
 * picking one up from the ground are free, on the creature's own turn (at any time outside combat). A paralyzed or
 * unconscious creature "drops whatever it's holding" (001 › Conditions › Paralyzed, Unconscious). A weapon lying on
 * the ground makes no attack and parries nothing until it is picked up again.
 */
public final class Hands {

    private Hands() {
    }

    public static Outcome drop(Facts f, DropItem c) {
        Combatant actor = free(f, c.actor(), c.item());
        if (!actor.stats().gear().holds(c.item())) {
            throw RuleViolation.conflict("not-holding", Playtest.USE_AN_ITEM, actor.stats().name() + " holds "
                    + held(actor) + ", not \"" + c.item() + "\"");
        }
        return Outcome.of(new ItemDropped(f.step(), f.by(), c.actor(), c.item()));
    }

    public static Outcome pickUp(Facts f, PickUpItem c) {
        Combatant actor = free(f, c.actor(), c.item());
        if (actor.stats().gear().handsFree() < 1) {
            throw RuleViolation.conflict("no-hand-free", Playtest.USE_AN_ITEM, actor.stats().name()
                    + " has no hand free: it holds " + held(actor));
        }
        List<Field.Lying> named = f.battle().field().lying().stream().filter(l -> l.item().equals(c.item())).toList();
        if (named.isEmpty()) {
            throw RuleViolation.conflict("no-such-item", Playtest.USE_AN_ITEM, "no \"" + c.item()
                    + "\" lies on the ground");
        }
        // its own item first, then the first dropped of those within reach
        Field.Lying taken = named.stream().filter(l -> within(f.battle(), actor, l))
                .min(java.util.Comparator.comparing(l -> !l.droppedBy().equals(actor.id()))).orElseThrow(() ->
                        RuleViolation.conflict("item-out-of-reach", Playtest.USE_AN_ITEM, "the " + c.item()
                                + " lies out of " + actor.stats().name() + "'s reach: it must be within 5 feet"));
        return Outcome.of(new ItemPickedUp(f.step(), f.by(), c.actor(), c.item(), taken.at(), taken.droppedBy()));
    }

    /** "It drops whatever it's holding": every held item falls where it stands (001 › Conditions). */
    static Outcome letFall(Facts f, String id, Condition cause) {
        Combatant c = f.battle().combatant(id);
        if (c == null || c.stats().gear().held() == null) {
            return Outcome.none();
        }
        return Outcome.of(c.stats().gear().held().stream().map(item -> new ItemLetFall(f.step(), id, item,
                cause.name().toLowerCase() + ": drops whatever it's holding")).toList());
    }

    /**
     * Refuses an attack (or a parry) with a weapon the creature dropped and that still lies on the ground. A creature
     * whose hands are not followed, or an attack not named after an item (a claw, a bite), is never refused.
     */
    public static AttackProfile inHand(Battle b, Combatant actor, AttackProfile weapon) {
        if (weapon != null && dropped(b, actor, weapon.name())) {
            throw RuleViolation.conflict("weapon-dropped", Playtest.USE_AN_ITEM, actor.stats().name()
                    + "'s " + weapon.name() + " lies on the ground: pick it up first (PickUpItem)");
        }
        return weapon;
    }

    /** Whether the item is one it dropped, lying on the ground, and not in its hands. */
    public static boolean dropped(Battle b, Combatant actor, String item) {
        return actor.stats().gear().held() != null && !actor.stats().gear().holds(item)
                && b.field().lying().stream().anyMatch(l -> l.item().equals(item) && l.droppedBy().equals(actor.id()));
    }

    /** Within 5 feet of where it lies on a grid; without one, its own item or one dropped by a creature it is engaged with. */
    static boolean within(Battle b, Combatant actor, Field.Lying l) {
        if (!Battlefield.gridded(b) || l.at() == null) {
            return l.droppedBy().equals(actor.id()) || b.engaged(actor.id(), l.droppedBy());
        }
        return Battlefield.grid(b).distanceFeet(Battlefield.space(b, actor), List.of(Cell.of(l.at()))) <= 5;
    }

    private static Combatant free(Facts f, String actorId, String item) {
        StatBlockRules.requireText("item", item);
        Combatant actor = f.battle().phase() == Battle.Phase.COMBAT ? Acting.onTurn(f, actorId)
                : f.combatant(actorId, "actor");
        Turns.requireSender(f, actorId);
        Acting.ableToAct(actor, "handle an item");
        return actor;
    }

    private static String held(Combatant c) {
        List<String> items = c.stats().gear().held();
        return items == null || items.isEmpty() ? "nothing" : String.join(", ", items);
    }
}
