from django.contrib import messages
from django.core.paginator import Paginator
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.http import urlencode
from django.views.generic import FormView
from oscar.templatetags.currency_filters import currency

from commerce.loyalty import store_credit
from commerce.loyalty.models import StoreCreditEntry

from .forms import CustomerLookupForm, GrantStoreCreditForm


class StoreCreditView(FormView):
    """Recent store-credit entries (or one customer's, with their balance) and the grant form."""

    template_name = "loyalty/dashboard/store_credit.html"
    form_class = GrantStoreCreditForm
    paginate_by = 25

    def get_initial(self):
        return {"customer": self.request.GET.get("email", "")}

    def form_valid(self, form):
        customer = form.cleaned_data["customer"]
        try:
            entry = store_credit.grant(
                customer,
                form.cleaned_data["amount"],
                form.cleaned_data["note"],
                by=self.request.user,
            )
        except store_credit.StoreCreditError as error:
            form.add_error(None, str(error))
            return self.form_invalid(form)
        messages.success(
            self.request,
            f"Granted {currency(entry.amount, entry.currency)} of store credit to "
            f"{customer.email}. Their balance is now "
            f"{currency(store_credit.balance(customer), entry.currency)}.",
        )
        url = reverse("loyalty-dashboard:store-credit")
        return redirect(f"{url}?{urlencode({'email': customer.email})}")

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        lookup = CustomerLookupForm(self.request.GET or None)
        entries = StoreCreditEntry.objects.select_related("customer", "created_by").order_by("-id")
        customer = None
        if lookup.is_valid() and lookup.cleaned_data["email"]:
            customer = lookup.cleaned_data["email"]
            entries = entries.filter(customer=customer)
            context["balance"] = store_credit.balance(customer)
        paginator = Paginator(entries, self.paginate_by)
        page = paginator.get_page(self.request.GET.get("page"))
        context.update(
            lookup_form=lookup,
            customer=customer,
            currency=store_credit.currency(),
            paginator=paginator,
            page_obj=page,
            entries=page.object_list,
            object_list=page.object_list,
        )
        return context
