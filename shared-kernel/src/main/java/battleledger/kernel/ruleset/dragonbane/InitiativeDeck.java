package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.ManualDice;
import battleledger.kernel.dice.Roll;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Initiative by cards (Dragonbane core rules › Initiative): ten cards numbered 1–10, shuffled and dealt one to each
 * combatant; the lowest card acts first. The deck is shuffled by the encounter's dice (a Fisher–Yates shuffle whose
 * draws are recorded in {@link Dealt#shuffle()}), so the same seed deals the same cards. This order is also the
 * initiative the Dusk sequence engine reads for "lowest declares first" (002 › Sequences).
 */
public final class InitiativeDeck {

    public static final int CARDS = 10;

    /** One combatant's card. */
    public record Card(String combatant, int card) {
    }

    /** The cards in acting order (lowest first), and the shuffle as a roll (its dice are the shuffle's draws). */
    public record Dealt(List<Card> order, Roll shuffle) {
        public Dealt {
            order = List.copyOf(order);
        }
    }

    private InitiativeDeck() {
    }

    /** Deals one card to each combatant, in the order given. At most ten combatants draw from one deck. */
    public static Dealt deal(Dice dice, List<String> combatants) {
        if (combatants.isEmpty() || combatants.size() > CARDS) {
            throw RuleViolation.conflict("initiative-deck-size", DragonbaneRule.INITIATIVE,
                    "the initiative deck has " + CARDS + " cards: 1 to " + CARDS + " combatants draw, not "
                            + combatants.size());
        }
        List<Integer> deck = new ArrayList<>();
        for (int c = 1; c <= CARDS; c++) {
            deck.add(c);
        }
        ManualDice.need(dice, "gm", "initiative deck", "1d10, 1d9, 1d8, 1d7, 1d6, 1d5, 1d4, 1d3, 1d2 (a shuffle)",
                CARDS - 1, 0);
        List<Integer> draws = new ArrayList<>();
        for (int i = CARDS - 1; i > 0; i--) {
            int j = dice.draw(i + 1) - 1;
            draws.add(j + 1);
            int t = deck.get(i);
            deck.set(i, deck.get(j));
            deck.set(j, t);
        }
        List<Card> cards = new ArrayList<>();
        for (int k = 0; k < combatants.size(); k++) {
            cards.add(new Card(combatants.get(k), deck.get(k)));
        }
        cards.sort(Comparator.comparingInt(Card::card));
        List<Integer> dealt = cards.stream().map(Card::card).toList();
        Roll shuffle = new Roll("gm", "initiative deck", "shuffle of 10 cards", draws, dealt, List.of(),
                0, null, null, DragonbaneRule.INITIATIVE.citation());
        return new Dealt(cards, shuffle);
    }
}
