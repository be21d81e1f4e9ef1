from oscar.core.loading import get_class

Selector = get_class("partner.strategy", "Selector")


class LineStockRecordStrategy:
    """The shop's pricing strategy, pricing each basket line from the stock record it was added
    with (read together with the line), where Oscar reads the product's stock records again for
    every line. Everything else is the wrapped strategy's."""

    def __init__(self, strategy):
        self._strategy = strategy

    def __getattr__(self, name):
        return getattr(self._strategy, name)

    def fetch_for_line(self, line, stockrecord=None):
        return self._strategy.fetch_for_product(line.product, stockrecord or line.stockrecord)


def cart_strategy(request):
    return LineStockRecordStrategy(Selector().strategy(request=request, user=request.user))
